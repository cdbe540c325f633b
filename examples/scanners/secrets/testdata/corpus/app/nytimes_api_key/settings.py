import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "cyFyhuSr13yl2b15fJ-=fyusd_PzNv6D"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
