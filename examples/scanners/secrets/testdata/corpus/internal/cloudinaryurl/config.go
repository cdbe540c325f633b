package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://602736611256421:RA_r9TxWqNnhKeOhXNSZKmMjzl2@ccv8lr",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
