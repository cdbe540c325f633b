import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_API_KEY = "AKCpMCu5zk8DGKX0l2rsLRnK7PEErMqyiiBTSC3JhyyMgLUx5yFdMBZgrGqKfcREZNklnPRuA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
