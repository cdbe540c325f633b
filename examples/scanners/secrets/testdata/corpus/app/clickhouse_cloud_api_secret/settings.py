import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKHOUSE_CLOUD_API_SECRET = "4b1dtbbsuZsAAFaFfgtldQ2E07WAGXM5srxa1HNpn7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
