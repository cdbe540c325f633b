import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "BxoryNHbOnIDhTjaPigKzW2V8hjnRz1T6vpbBPf6KHSsw3l+ZL7WnqRaQEq+r3qJ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
