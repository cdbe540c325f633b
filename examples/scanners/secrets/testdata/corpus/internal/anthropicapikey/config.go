package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"anthropic_api_key": "sk-ant-api03-SoQzJcHYjDycFFKKw8TgPd9rAUGWZY9jnFGc77fCus-czKNwGl_thNKymr1UMqo58qTMh1XbzgDc7Xg-AYUEAKFPfMoeSAA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
