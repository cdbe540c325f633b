import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_BOT_TOKEN = "xoxb-4644784735-LWaoswjJJwn8Eamji0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
