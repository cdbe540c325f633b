package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "Nz3XZ35XWQcLCkk6EfK7tOV_vCP6XTn5UpKuDihrmAuX-g5VDdnXPoiIZyVl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
