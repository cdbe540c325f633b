package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "e1319631e68ab64f2f6946b04fa9c78154e63c1d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
