package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"readme_api_key": "rdme_51r1796yz8q8g2tzb5lckozq5ulapecjo81a2r5erlkqd1pivqapbj9qsqe6lkm0vcfyv9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
