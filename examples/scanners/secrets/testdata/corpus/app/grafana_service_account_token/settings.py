import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_SERVICE_ACCOUNT_TOKEN = "glsa_K7TP3SGgl23JAAx8quhzQUnDOVCyQ9U0_e549189f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
