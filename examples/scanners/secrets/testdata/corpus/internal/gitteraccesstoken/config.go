package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitter_access_token": "l24te9_tjjlany2v_bu-3fpd9ivn5v46r1zxfph8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
