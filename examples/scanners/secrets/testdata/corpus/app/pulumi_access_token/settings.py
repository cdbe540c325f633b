import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PULUMI_ACCESS_TOKEN = "pul-6b1d26043d462acfe683922fd99643b4db65d7de"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
