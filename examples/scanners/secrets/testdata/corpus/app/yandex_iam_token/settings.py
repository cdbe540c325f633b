import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.39QpfY1hnO2j2dvvJRm3gXa_WtY-=.D-OamQ9GZYcQxRCqPDCM2aLBR3JRb9A4pqcyGNjAjfPGq0ouioh7gcW69uQK9MrGvFCJkaZbusmjIc9-KFiLdO=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
