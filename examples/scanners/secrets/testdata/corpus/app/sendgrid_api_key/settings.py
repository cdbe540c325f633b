import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDGRID_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
