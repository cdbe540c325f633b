import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_SERVICE_ACCOUNT_TOKEN = "glsa_2T68BqVLl6Kwu3Gq28NOAPIM5iVzdoMd_75c77751"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
