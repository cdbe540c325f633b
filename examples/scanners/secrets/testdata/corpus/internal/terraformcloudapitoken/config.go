package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "b7CQAF5ReuoNre.atlasv1.Gp6WxfGbNitt2i42p-1S8OsnEnmtEx8HKJkw7EC=excmE_6ukV5MFSOHbgsJyRaJ7PnO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
