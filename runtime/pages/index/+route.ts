// One catch-all page: every path of spec §2 (and unknown ones) is routed by react-router.
export default '/*';
