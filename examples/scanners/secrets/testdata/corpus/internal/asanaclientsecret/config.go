package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "xlp4ltfr8iqo8wkp569s4mrpxmr3ojek",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
