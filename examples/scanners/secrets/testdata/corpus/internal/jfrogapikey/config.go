package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"jfrog_api_key": "AKCp1Z9XXQ2TPA4a1eWnHssN4mJkgrnvEDdPoXXwnBx81hDVPuhxnP9aUwyTMfmFRdq0FMMv9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
