package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxo-3702758081-7767592484155-532881327795-c297aba7a7ce546f85b1278e46267ae733960fbec9b96e280f0f312c5e8349d2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
