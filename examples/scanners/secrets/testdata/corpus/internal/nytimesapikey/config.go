package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"nytimes_api_key": "ag-hPfh_J9t=tQDHgE36KUY=aBKD4O_A",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
