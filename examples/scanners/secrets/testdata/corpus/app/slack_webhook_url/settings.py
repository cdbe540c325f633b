import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
