package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"nuget_api_key": "oy2ah20t6by9txx13apkh2kr4b0pecgsrlsh5kwdrmluef",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
