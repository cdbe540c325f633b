import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "2a274b7dea2dff49799e943bb52730a2277b52e12530a99d143bfc1a05744d6b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
