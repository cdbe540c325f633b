package detector

import markers "github.com/sluicehq/sluice/examples/scanners/markers/detector"

// ValidToken is the example's checksum check, which the guide names but
// does not show.
func ValidToken(s string) bool { return markers.ValidToken(s) }
