import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_TEST_KEY = "sk_test_Wra9pDouVkoz3Z9xv3QycSu1C1qCdOPQMhVrmnQN75EvdzbwchFvucGOkO2A"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
