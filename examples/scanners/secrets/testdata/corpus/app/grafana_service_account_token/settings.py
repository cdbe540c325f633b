import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_SERVICE_ACCOUNT_TOKEN = "glsa_VhKYlU65XbhZtRG5nBlhSxY3rP0YWMlG_62237fa7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
