import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "f0ba2f69-a19e-d096-e6bf-4655800c5103"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
