package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "A62h0bNNnpmK/lhuAuVf0MzMJBgbm5gA4GNszjPbOcmzmuqGgV/evNHwxq2mQe2Z",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
