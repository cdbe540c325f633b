package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "H+0gb7v/fjbTS38P2qr1HkGoe3N0ZL9jVRQTzZC1ZeojpQ5nUn1JOO1J5/zcE6uN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
