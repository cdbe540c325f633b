package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "SqZBIQnHoYNk73P1vJIVYKD43inkWU9hDdZNEygded29YrJCBtxqOBSE7Blut30t",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
