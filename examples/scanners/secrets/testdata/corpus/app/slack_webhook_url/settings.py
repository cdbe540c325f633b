import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
