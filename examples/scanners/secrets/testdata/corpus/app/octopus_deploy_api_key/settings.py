import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OCTOPUS_DEPLOY_API_KEY = "API-N8I7IPIKHTPYHN4QS86FCLRLIC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
