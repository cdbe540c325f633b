package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "ZBIQnHoYNk73P1vJIVYKD43inkWU9hDdZNEygded",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
