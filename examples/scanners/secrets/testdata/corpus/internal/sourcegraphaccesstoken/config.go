package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"sourcegraph_access_token": "sgp_a4dbd8b5e8d27fbd_8b0823dbef79635dc9bb14a00b51e25197c981cd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
