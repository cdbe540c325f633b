package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "h6eJrpqZkqQfvH0NQGuVT6MlINURDMb0yt3K3a5Ems8r2WfDaPWQ7y4R0sLON1Dm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
