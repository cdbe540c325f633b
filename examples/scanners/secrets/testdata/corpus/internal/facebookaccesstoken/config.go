package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"facebook_access_token": "EAAcWcs6fJb519lC9d5K6uQAidcItZo79xJBXI0n0WAmC597wcLJoptGKRzLsb4QPYpC0Iook6UxlBFhdU3yDqYZbe9ajDFUC4qNNYEGE6pXxSyqTxrbsHI8RM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
