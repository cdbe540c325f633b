package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"deno_deploy_token": "ddp_RSnRSF7QnxQEM9Gbmjj97sn9W7G1bNJBtmgs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
