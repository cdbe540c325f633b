package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "7vvdcx0vbjxx--r_l232yz4p170syvp9dektg34d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
