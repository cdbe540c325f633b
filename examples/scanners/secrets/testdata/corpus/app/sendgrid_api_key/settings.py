import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDGRID_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
