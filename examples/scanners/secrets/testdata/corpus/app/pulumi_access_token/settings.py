import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PULUMI_ACCESS_TOKEN = "pul-d8a90c7ed6c01282ead17284998e2c6c021eadb4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
