package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"openshift_user_token": "sha256~Nosf3p7Rr6qwwEQyogy1wr_K4D26_-Y2IPmkWG9eE7B",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
