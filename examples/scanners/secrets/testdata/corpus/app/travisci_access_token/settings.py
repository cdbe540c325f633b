import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TRAVISCI_ACCESS_TOKEN = "S3WcnNEHFHD1huQc4WCgX9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
