import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDBIRD_API_TOKEN = "cd72b52a41cf183c09e4a3786b456066b0605e2c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
