import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "jCcYqEprjPdmSiqyFF6FeWi9Y"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
