package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "l6dJUdUbWRGv4ZhibqSLBcc0Urp0tgMoyyeWEbnIq5QnYJnz3n23UMfDDmhXuIuT",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
