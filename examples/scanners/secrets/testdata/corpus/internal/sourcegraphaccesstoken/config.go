package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_8b5e8d27fbd98b08_3dbef79635dc9bb14a00b51e25197c981cde5dbd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
