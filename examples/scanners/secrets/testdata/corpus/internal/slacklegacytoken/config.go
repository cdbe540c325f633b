package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"slack_legacy_token": "xoxs-72862504717-6191375770798-0432912079-30c939d896ba46f74eb2211d25a53d60b80ae5186a7b43e9e1106458d21eebaa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
