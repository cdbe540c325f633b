import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OCTOPUS_DEPLOY_API_KEY = "API-ZBQJLSTWPU7OANVB3RX6T4T584"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
