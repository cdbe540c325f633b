import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_WORKSPACE_TOKEN = "xoxa-1-OXvRIXzOwot7hQoIKiV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
