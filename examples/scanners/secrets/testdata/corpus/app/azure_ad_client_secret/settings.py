import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_AD_CLIENT_SECRET = "RdS8Q~idli5D5zSVL~kpUS_ICTqMGWCgnmcNDnj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
