import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_SERVICE_ACCOUNT_TOKEN = "glsa_jcLmz61djzFW8RUIc8ZU0bjfzwl4Ihyn_230d5177"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
